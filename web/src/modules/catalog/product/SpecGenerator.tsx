import { useState } from 'react';
import { Button, Caption1, Checkbox, Label, makeStyles, tokens } from '@fluentui/react-components';
import { useLoad } from '../../../hooks/useLoad';
import { SYS_SPECS } from '../options';
import { specCombinations } from './productDraft';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  group: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  name: { minWidth: '64px', fontWeight: tokens.fontWeightSemibold },
});

/** Pick values of the company's specs (商品属性: 颜色, 尺码 …) and generate one SKU per combination. */
export function SpecGenerator({ onGenerate }: { onGenerate: (specs: string[]) => void }) {
  const s = useStyles();
  const specs = useLoad(() => SYS_SPECS.page({ pageNo: 1, pageSize: 200, enabled: true }), 'specs');
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const list = specs.data?.data ?? [];
  if (!specs.loading && !list.length) return <Caption1>还没有商品属性，可在“商品属性”中添加颜色、尺码等规格后在此勾选生成。</Caption1>;
  const toggle = (specId: string, value: string, on: boolean) =>
    setChosen((c) => ({ ...c, [specId]: on ? [...(c[specId] ?? []), value] : (c[specId] ?? []).filter((v) => v !== value) }));
  const combos = specCombinations(list.map((sp) => (sp.specValues as string[]).filter((v) => chosen[String(sp.specId)]?.includes(v))));
  return (
    <div className={s.root}>
      {list.map((sp) => (
        <div key={String(sp.specId)} className={s.group} role="group" aria-label={String(sp.specName)}>
          <Label className={s.name}>{String(sp.specName)}</Label>
          {(sp.specValues as string[]).map((v) => (
            <Checkbox
              key={v}
              label={v}
              checked={chosen[String(sp.specId)]?.includes(v) ?? false}
              onChange={(_, d) => toggle(String(sp.specId), v, d.checked === true)}
            />
          ))}
        </div>
      ))}
      <div>
        <Button disabled={!combos.length} onClick={() => onGenerate(combos)}>
          生成规格（{combos.length}个）
        </Button>
      </div>
    </div>
  );
}
