export { companyKeys } from './keys';
export { useCreateCompany, useUpdateCompany } from './mutations';
export { companyOptionsQuery, companyQuery } from './queries';
