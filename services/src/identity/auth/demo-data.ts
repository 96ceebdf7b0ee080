/** What fills a new demo company with sample data, as the demo's administrator (the token): another module's. */
export type DemoData = (token: string) => Promise<void>;

let fill: DemoData | undefined;

/** The module that knows the sample shop registers it when it loads; a demo login then fills its company with it. */
export function registerDemoData(data: DemoData) {
  fill = data;
}

export const fillDemoCompany = (token: string) => fill?.(token) ?? Promise.resolve();
