import { z } from 'zod';
import { rmaPageSchema } from '@poolside/contract/repairs';
import { dashboardSchema } from '@poolside/contract/dashboard';
console.log(JSON.stringify(z.toJSONSchema(process.argv[2] === 'd' ? dashboardSchema : rmaPageSchema, { io: 'output', target: 'draft-7', reused: 'inline' })).slice(0, 3000));
