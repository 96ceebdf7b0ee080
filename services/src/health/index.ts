/** Health: GET /health, ready when the database answers, with the count of events set aside by read models. */
export { HealthController } from './health.http.controller';
