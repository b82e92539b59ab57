/**
 * Keeps the indicator panels moving together: scrolling or zooming one scrolls the others (the
 * panels share their bars, so logical ranges line up), and the crosshair follows across panels.
 */
import type { IChartApi, ISeriesApi, LogicalRange, MouseEventParams, SeriesType, Time } from 'lightweight-charts';

interface Member {
  chart: IChartApi;
  series: ISeriesApi<SeriesType>;
  valueAt: (time: string) => number | undefined;
}

export class ChartSync {
  private readonly members = new Set<Member>();
  private busy = false;

  private readonly onHover: (time: string | null) => void;

  constructor(onHover: (time: string | null) => void) {
    this.onHover = onHover;
  }

  /** Adds a panel; the returned function removes it again. */
  join(member: Member): () => void {
    const onRange = (range: LogicalRange | null) => {
      if (!range || this.busy) return;
      this.busy = true;
      for (const other of this.members) if (other !== member) other.chart.timeScale().setVisibleLogicalRange(range);
      this.busy = false;
    };
    const onCrosshair = (event: MouseEventParams<Time>) => {
      if (this.busy) return;
      const time = typeof event.time === 'string' && event.point ? event.time : null;
      this.busy = true;
      for (const other of this.members) {
        if (other === member) continue;
        const value = time ? other.valueAt(time) : undefined;
        if (time && value !== undefined) other.chart.setCrosshairPosition(value, time, other.series);
        else other.chart.clearCrosshairPosition();
      }
      this.busy = false;
      this.onHover(time);
    };
    const first = this.members.values().next().value;
    this.members.add(member);
    const range = first?.chart.timeScale().getVisibleLogicalRange();
    if (range) member.chart.timeScale().setVisibleLogicalRange(range);
    member.chart.timeScale().subscribeVisibleLogicalRangeChange(onRange);
    member.chart.subscribeCrosshairMove(onCrosshair);
    return () => {
      member.chart.timeScale().unsubscribeVisibleLogicalRangeChange(onRange);
      member.chart.unsubscribeCrosshairMove(onCrosshair);
      this.members.delete(member);
    };
  }
}
