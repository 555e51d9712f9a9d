import { z } from 'zod';
import { dataRequestConfirmSchema, dataRequestInputSchema, dataRequestRowSchema } from '../entities/dataRequest';
import { binaryBody, endpoint, wrapped } from './common';
import { dataRequestsRoutes } from '../routes/dataRequests';

/**
 * Candidates' data requests (issue 16). The candidate's three calls are public; the answer to a
 * request is the same whether or not the address is known.
 */
export const dataRequestsApi = {
  /** POST /DataRequest: 202, data is the message to show. */
  create: endpoint(dataRequestsRoutes.create, { body: dataRequestInputSchema, response: { 202: wrapped(z.string()) } }),
  /** POST /DataRequest/Confirm: 200, data is the message to show; 404 for an unknown or expired link. */
  confirm: endpoint(dataRequestsRoutes.confirm, { body: dataRequestConfirmSchema, response: { 200: wrapped(z.string()) } }),
  /** GET /DataRequest/Download/{token}: the zip; 404 unknown, 410 expired. */
  download: endpoint(dataRequestsRoutes.download, { params: z.object({ token: z.string() }), response: { 200: binaryBody } }),
  /** GET /DataRequest: the enterprise's requests, newest first (owners and administrators). */
  list: endpoint(dataRequestsRoutes.list, { response: { 200: wrapped(z.array(dataRequestRowSchema)) } }),
};
