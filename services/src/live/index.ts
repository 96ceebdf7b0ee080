/** Live: the socket.io gateway pushing notices (stock warnings) to the staff signed in, on every process. */
export { LiveModule } from './live.module';
