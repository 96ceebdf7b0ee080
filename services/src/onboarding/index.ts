/** Onboarding: what a new company starts with, and the home page's checklist of its first steps. */
export { OnboardingModule } from './onboarding.module';
