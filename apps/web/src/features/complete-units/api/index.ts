export { unitKeys } from './keys';
export { useCreateUnitRequest, useUpdateUnitRequest } from './mutations';
export { unitOptionsQuery, unitRequestQuery, unitSerialCheckQuery } from './queries';
