import { ScrollTable } from '../../../../components/marketing/scroll-table';
import { CONTRACT } from '../../program/program-terms';
import { formatUsd } from '../../../../lib/format-usd';
import { annualPackCost, monthlyPackCost, SEAT_PACKS } from '../../program/seat-packs';
import styles from './seat-pack-table.module.css';

/** The wholesale price list, every figure derived from the seat-pack table. */
export function SeatPackTable() {
  return (
    <ScrollTable
      captionId="seat-pack-caption"
      caption={`Wholesale seat packs, ${CONTRACT.termMonths}-month term, annual prepay`}
      className={styles.frame}
    >
      <thead>
        <tr>
          <th scope="col">Seat pack</th>
          <th scope="col">Per seat per month</th>
          <th scope="col">Per month</th>
          <th scope="col">Annual prepay</th>
        </tr>
      </thead>
      <tbody>
        {SEAT_PACKS.map((pack) => (
          <tr key={pack.seats}>
            <th scope="row">{pack.seats} seats</th>
            <td>{formatUsd(pack.pricePerSeatMonthly)}</td>
            <td>{formatUsd(monthlyPackCost(pack))}</td>
            <td>{formatUsd(annualPackCost(pack))}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
