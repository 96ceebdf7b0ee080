// What a script did under run-script.mjs: each check's passes and fails by name; each request's `name` tag, HTTP
// status and phase (setup, or the iterations of the default function); the lines it logged with console.warn.
export const results = { phase: 'setup', checks: {}, requests: [], logs: [] };
