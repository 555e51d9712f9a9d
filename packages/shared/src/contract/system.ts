import { z } from 'zod';
import { endpoint, wrapped } from './common';

export const systemApi = {
  health: endpoint({ response: { 200: wrapped(z.object({ status: z.literal('ok') })) } }),
};
