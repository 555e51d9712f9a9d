/* Each entity's wire names by domain name (issue 31), shared with the web client: packages/shared/src/wire/names.ts. */
export { wireNames, wireViewNames } from '@candid/shared/wire';
