/** Onboarding: what a new company starts with, and the home page's checklist of its first steps. */
export { OnboardingModule } from './onboarding.module';
export { starterRecords } from './starter-records';
export { GETTING_STARTED_KEPT_ON_RESET } from './getting-started';
