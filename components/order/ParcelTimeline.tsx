import type { Parcel } from '@/lib/api/contract';
import { parcelRows, parcelSteps } from '@/lib/order/parcel';
import { InfoList } from './InfoList';
import { Timeline } from './Timeline';

/** The order's parcel: who carries it, its number, where it is (and until when to pick it up), its steps. */
export function ParcelTimeline({ parcel }: { parcel: Parcel }) {
  return (
    <div className="space-y-4" data-testid="parcel" data-status={parcel.status}>
      <InfoList rows={parcelRows(parcel)} />
      <div className="border-t border-line pt-4">
        <Timeline steps={parcelSteps(parcel)} testId="parcel-steps" />
      </div>
    </div>
  );
}
