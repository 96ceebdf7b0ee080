/**
 * The app's lists of what the modules plug in, read by the app and the tests alike: every read model (and the operator
 * commands on them: projections:rebuild, projections:parked) and every document kind.
 */
export { PROJECTIONS, READ_MODEL_ENTITIES } from './read-models';
export { DOCUMENT_KINDS } from './document-kinds';
export { plugModulesIn } from './plug-ins';
