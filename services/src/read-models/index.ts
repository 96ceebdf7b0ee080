/** The registry of read models, and the operator commands on them (projections:rebuild, projections:parked). */
export { PROJECTIONS, READ_MODEL_ENTITIES } from './read-models';
