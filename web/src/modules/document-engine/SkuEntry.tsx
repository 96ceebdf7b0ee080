import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Button, Caption1, Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { smartMatchSku, type Sku } from './api';
import { trackingTags } from './tracking';
import { ENTRY_IDLE, entryChoose, entryKey, entryResults, entrySent, entryTyped, type EntryState, type EntryStep } from './lineEntry';
import { CameraScanButton, type ScanOutcome } from '../../kit/scanner/CameraScanner';
import { useCan } from '../../kit/useCan';

/** 商品管理: a user who may add products is offered 新增商品 for a code the shop does not know. */
const PRODUCT_MENU_ID = '3001';

/** The entry box's focus target in the line grid. */
export const ENTRY_CELL = 'entry';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  box: { position: 'relative', flex: '1 1 280px', maxWidth: '480px' },
  input: { width: '100%' },
  list: {
    position: 'absolute',
    zIndex: 10,
    top: '100%',
    left: 0,
    right: 0,
    margin: 0,
    padding: tokens.spacingVerticalXS,
    listStyleType: 'none',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    borderRadius: tokens.borderRadiusMedium,
    maxHeight: '280px',
    overflowY: 'auto',
  },
  option: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusSmall,
    cursor: 'pointer',
  },
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
  /** `scanned`: found by its exact barcode, as a scanner sends it; the next pick waits for a promise answered. */
  onPick: (sku: Sku, scanned: boolean) => void | Promise<void>;
  onBrowse: () => void;
  disabled?: boolean;
}

/**
 * Keyboard line entry: type a name, code or barcode and press Enter; one match is added at once, several are
 * listed (↑ ↓ Enter, Esc). 选择商品 opens the picker. Codes sent one after another (a scanner's) are looked up and
 * added in the order sent, each after the one before. 扫码 opens the camera, whose codes go the same way.
 */
export function SkuEntry({ label = '录入商品', customId, onPick, onBrowse, disabled }: SkuEntryProps) {
  const s = useStyles();
  const [state, setState] = useState<EntryState>(ENTRY_IDLE);
  const current = useRef(state);
  const queue = useRef<Promise<void>>(Promise.resolve());
  // Answers come after later renders: they go to the form as it is then.
  const picked = useRef(onPick);
  picked.current = onPick;
  const box = useRef<HTMLInputElement>(null);
  // A keyword that found nothing comes back selected: corrected, or replaced by the next one typed or scanned.
  const reselect = useRef(false);
  useLayoutEffect(() => {
    if (reselect.current) box.current?.select();
    reselect.current = false;
  });

  const mayAddProduct = useCan(PRODUCT_MENU_ID)('add');

  /** `answered` hears what became of a search: the SKU taken, none found, or the form refused it. */
  const apply = (step: EntryStep, answered?: (outcome: ScanOutcome) => void): void | Promise<void> => {
    current.current = step.state;
    setState(step.state);
    const effect = step.effect;
    if (effect && 'pick' in effect) return picked.current(effect.pick, effect.scanned);
    if (effect && 'search' in effect) {
      const found = smartMatchSku(effect.search, customId).then(
        (r) => r.data,
        () => [],
      );
      queue.current = queue.current
        .then(async () => {
          const matches = await found;
          const answer = entryResults(current.current, effect.search, matches);
          reselect.current = answer.state.notFound === effect.search && answer.state.text === effect.search;
          const taken = answer.effect && 'pick' in answer.effect ? answer.effect.pick : null;
          try {
            await apply(answer);
            answered?.(taken ? { taken: [taken.productName, taken.spec].filter(Boolean).join(' ') } : { unknown: true });
          } catch (e) {
            answered?.({ refused: true });
            throw e;
          }
        })
        // A pick that failed does not hold up the ones after it.
        .catch(() => undefined);
    }
  };

  const listId = `sku-entry-matches${useId()}`;
  return (
    <div className={s.root}>
      <div className={s.box}>
        <Input
          ref={box}
          className={s.input}
          value={state.text}
          disabled={disabled}
          placeholder="输入商品名称、编码或条码，回车添加"
          contentBefore={<SearchRegular />}
          input={
            {
              'data-cell': ENTRY_CELL,
              role: 'combobox',
              'aria-label': label,
              'aria-expanded': state.open,
              'aria-controls': listId,
              'aria-activedescendant': state.open ? `${listId}-${state.active}` : undefined,
            } as Record<string, unknown>
          }
          onChange={(_, d) => apply({ state: entryTyped(current.current, d.value), effect: null })}
          onKeyDown={(e) => {
            if (!['Enter', 'ArrowDown', 'ArrowUp', 'Escape'].includes(e.key)) return;
            e.preventDefault();
            void apply(entryKey(current.current, e.key));
          }}
          onBlur={() => void apply(entryKey(current.current, 'Escape'))}
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
                  void apply(entryChoose(current.current, i));
                }}
              >
                {describe(m)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <Button icon={<SearchRegular />} disabled={disabled} onClick={onBrowse}>
        选择商品
      </Button>
      <CameraScanButton
        disabled={disabled}
        onCode={(code) => new Promise((resolve) => void apply(entrySent(current.current, code), resolve))}
        addProductHref={mayAddProduct ? (code) => `/management/Add?barCode=${encodeURIComponent(code)}` : undefined}
      />
      {state.pending.length > 0 && <Caption1 className={s.hint}>查找中…</Caption1>}
      {state.notFound && (
        <Caption1 className={s.missing} role="status">
          未找到“{state.notFound}”，可点“选择商品”查找
        </Caption1>
      )}
    </div>
  );
}
