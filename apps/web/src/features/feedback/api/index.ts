export { feedbackKeys } from './keys';
export { useCreateFeedback, useHandleFeedback } from './mutations';
export { feedbackReportQuery, partQuery, robotByPnQuery } from './queries';
