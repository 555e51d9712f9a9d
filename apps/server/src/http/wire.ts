/* The edge's renaming (issue 31), shared with the web client: see packages/shared/src/wire. */
export { fromWire, type OffWire, type OnWire, toWire, type WireNames, wireNameOf } from '@candid/shared/wire';
