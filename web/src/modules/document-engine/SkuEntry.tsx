import { useId, useRef, useState } from 'react';
import { Button, Caption1, Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { smartMatchSku, type Sku } from './api';
import { trackingTags } from './tracking';
import { ENTRY_IDLE, entryChoose, entryKey, entryResults, entryTyped, type EntryState, type EntryStep } from './lineEntry';

/** The entry box's focus target in the line grid. */
export const ENTRY_CELL = 'entry';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  box: { position: 'relative', flex: '1 1 280px', maxWidth: '480px' },
  input: { width: '100%' },
  list: {
    position: 'absolute', zIndex: 10, top: '100%', left: 0, right: 0, margin: 0, padding: tokens.spacingVerticalXS, listStyleType: 'none',
    backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow16, borderRadius: tokens.borderRadiusMedium, maxHeight: '280px', overflowY: 'auto',
  },
  option: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, borderRadius: tokens.borderRadiusSmall, cursor: 'pointer' },
  active: { backgroundColor: tokens.colorBrandBackground2 },
  hint: { color: tokens.colorNeutralForeground3 },
  missing: { color: tokens.colorPaletteRedForeground1 },
});

const describe = (m: Sku) => [m.productName, m.spec, m.productCode, m.barCode, ...trackingTags(m)].filter(Boolean).join(' · ');

export interface SkuEntryProps {
  /** The box's name (录入商品). */
  label?: string;
  /** Look-ups answer this customer's prices. */
  customId?: string;
  onPick: (sku: Sku) => void;
  onBrowse: () => void;
  disabled?: boolean;
}

/**
 * Keyboard line entry: type a name, code or barcode and press Enter; one match is added at once, several are
 * listed (↑ ↓ Enter, Esc). 选择商品 opens the picker.
 */
export function SkuEntry({ label = '录入商品', customId, onPick, onBrowse, disabled }: SkuEntryProps) {
  const s = useStyles();
  const [state, setState] = useState<EntryState>(ENTRY_IDLE);
  const current = useRef(state);

  const apply = (step: EntryStep) => {
    current.current = step.state;
    setState(step.state);
    const effect = step.effect;
    if (effect && 'pick' in effect) onPick(effect.pick);
    if (effect && 'search' in effect) {
      smartMatchSku(effect.search, customId).then(
        (r) => apply(entryResults(current.current, effect.search, r.data)),
        () => apply(entryResults(current.current, effect.search, [])),
      );
    }
  };

  const listId = `sku-entry-matches${useId()}`;
  return (
    <div className={s.root}>
      <div className={s.box}>
        <Input
          className={s.input}
          value={state.text}
          disabled={disabled}
          placeholder="输入商品名称、编码或条码，回车添加"
          contentBefore={<SearchRegular />}
          input={{
            'data-cell': ENTRY_CELL,
            role: 'combobox',
            'aria-label': label,
            'aria-expanded': state.open,
            'aria-controls': listId,
            'aria-activedescendant': state.open ? `${listId}-${state.active}` : undefined,
          } as Record<string, unknown>}
          onChange={(_, d) => apply({ state: entryTyped(d.value), effect: null })}
          onKeyDown={(e) => {
            if (!['Enter', 'ArrowDown', 'ArrowUp', 'Escape'].includes(e.key)) return;
            e.preventDefault();
            apply(entryKey(current.current, e.key));
          }}
          onBlur={() => apply(entryKey(current.current, 'Escape'))}
        />
        {state.open && (
          <ul id={listId} role="listbox" aria-label="匹配的商品" className={s.list}>
            {state.matches.map((m, i) => (
              <li
                key={m.skuId}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === state.active}
                className={mergeClasses(s.option, i === state.active && s.active)}
                // Chosen on mouse down, before the box's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  apply(entryChoose(current.current, i));
                }}
              >
                {describe(m)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <Button icon={<SearchRegular />} disabled={disabled} onClick={onBrowse}>选择商品</Button>
      {state.pending && <Caption1 className={s.hint}>查找中…</Caption1>}
      {state.notFound && <Caption1 className={s.missing} role="status">未找到“{state.text.trim()}”，可点“选择商品”查找</Caption1>}
    </div>
  );
}
