import type { PacketQuery } from '../../generated/graphql';
import { formatNumber, humanize } from '../../format';

type Packet = NonNullable<PacketQuery['packet']>;

/** A bar's width in 5 % steps, as a class (the CSP allows no style attributes). */
function widthClass(fraction: number): string {
  const step = Math.max(0, Math.min(20, Math.round(fraction * 20)));
  return `bar__fill bar__fill--w${step * 5}`;
}

/**
 * Why a packet ranks where it does: each component score as a bar with its values in text,
 * then the penalties; the bars are decoration, the text carries the numbers.
 */
export function ScoreChart({ packet }: { packet: Packet }) {
  const total = packet.componentScores.reduce((s, c) => s + c.weighted, 0);
  const penalty = packet.penalties.reduce((s, p) => s + p.points, 0);
  return (
    <div class="chart">
      <h4 class="detail__sub" id={`scores-${packet.id}`}>
        Score {formatNumber(packet.score)}: {formatNumber(total)} from components
        {penalty > 0 ? `, minus ${formatNumber(penalty)} in penalties` : ''}
      </h4>
      <ul class="chart__rows" aria-labelledby={`scores-${packet.id}`}>
        {packet.componentScores.map((c) => (
          <li key={c.name} class="chart__row" data-score={c.name}>
            <span class="chart__name">{humanize(c.name)}</span>
            <span class="bar" aria-hidden="true">
              <span class={widthClass(c.value / 1000)} />
            </span>
            <span class="chart__value">
              {formatNumber(c.value)}/1,000 × {c.weight}% = {formatNumber(c.weighted)}
            </span>
            <span class="chart__reason">{c.reason}</span>
          </li>
        ))}
        {packet.penalties.map((p) => (
          <li key={p.name} class="chart__row chart__row--penalty" data-penalty={p.name}>
            <span class="chart__name">
              <span class="visually-hidden">Penalty: </span>
              {humanize(p.name)}
            </span>
            <span class="bar" aria-hidden="true">
              <span class={`${widthClass(p.points / 100000)} bar__fill--penalty`} />
            </span>
            <span class="chart__value">−{formatNumber(p.points)}</span>
            <span class="chart__reason">{p.reason}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
