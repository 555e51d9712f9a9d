/*
 * Local stand-ins for the two job boards (issue 17, docs/job-boards.md): small node:http servers
 * that speak the calls our clients make, check the credentials and the payload's shape, refuse
 * what the boards refuse, and answer as the boards do (ids, links, applicants, errors). The server
 * tests and the e2e spec point SEEK_API_BASE / IDIBU_API_BASE at them.
 */

export type { Fault, StandIn, StandInApplicant } from './jobboard-standins/common';
export * from './jobboard-standins/seek';
export { startIdibuStandIn } from './jobboard-standins/idibu';
