import { useEffect, useRef } from 'react';
import type { ChartOption } from './chartOption';

/** An ECharts chart of `option`, redrawn when it changes and resized with its box. */
export function ReportChart({ option, label, height }: { option: ChartOption; label: string; height: number }) {
  const box = useRef<HTMLDivElement>(null);
  const key = JSON.stringify(option);
  useEffect(() => {
    let live = true;
    let chart: { setOption(o: object): void; resize(): void; dispose(): void } | undefined;
    const resized = new ResizeObserver(() => chart?.resize());
    void import('./echarts').then(({ echarts }) => {
      if (!live || !box.current) return;
      chart = echarts.init(box.current);
      chart.setOption(JSON.parse(key) as ChartOption);
      resized.observe(box.current);
    });
    return () => {
      live = false;
      resized.disconnect();
      chart?.dispose();
    };
  }, [key]);
  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
