/** 操作日志: every change read from the events. */
export { AUDIT_SCREENS } from './routes';
