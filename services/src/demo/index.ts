/** Demo: the sample shop a demo login opens (records and a few weeks of trade, entered through the API). */
export { DemoModule } from './demo.module';
