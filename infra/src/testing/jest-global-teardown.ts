export default async function globalTeardown() {
  await globalThis.jxcTestPostgres?.stop();
}
