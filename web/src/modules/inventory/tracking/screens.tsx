import { BATCHES, BATCH_FLOW, BATCH_STOCK } from './batches';
import { SERIALS, SERIAL_FLOW, SERIAL_STOCK } from './serials';
import { TrackingList } from './TrackingList';

export const SerialList = () => <TrackingList view={SERIALS} />;
export const SerialStock = () => <TrackingList view={SERIAL_STOCK} />;
export const SerialFlow = () => <TrackingList view={SERIAL_FLOW} />;
export const BatchList = () => <TrackingList view={BATCHES} />;
export const BatchStock = () => <TrackingList view={BATCH_STOCK} />;
export const BatchFlow = () => <TrackingList view={BATCH_FLOW} />;
