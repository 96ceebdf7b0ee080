// k6 has a console, which @types/k6 does not declare (it leaves it to DOM's types, which do not describe k6).
declare const console: {
  log(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  error(...data: unknown[]): void;
};
