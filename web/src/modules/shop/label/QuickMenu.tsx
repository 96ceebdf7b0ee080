import type { ReactElement } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import {
  DrinkCoffeeRegular,
  FireRegular,
  FoodAppleRegular,
  FoodRegular,
  GiftRegular,
  GridRegular,
  HomeRegular,
  SparkleRegular,
  TagRegular,
} from '@fluentui/react-icons';
import type { QuickMenuEntry } from '../adv/api';

/** The picture of each icon key the server allows (STORE_LABEL_ICONS). */
export const LABEL_ICONS: Record<string, ReactElement> = {
  hot: <FireRegular />,
  new: <SparkleRegular />,
  sale: <TagRegular />,
  gift: <GiftRegular />,
  drink: <DrinkCoffeeRegular />,
  food: <FoodRegular />,
  fruit: <FoodAppleRegular />,
  daily: <HomeRegular />,
  all: <GridRegular />,
};

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))',
    gap: tokens.spacingVerticalS,
    padding: 0,
    margin: 0,
    listStyle: 'none',
  },
  entry: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXS,
    width: '100%',
    padding: tokens.spacingVerticalXS,
    border: 'none',
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    cursor: 'pointer',
    fontSize: tokens.fontSizeBase200,
  },
  icon: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '44px',
    height: '44px',
    borderRadius: '50%',
    fontSize: '24px',
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
  },
});

/** 首页快捷菜单 on the storefront: round icons under the banner, each opening a store category or a product. */
export function QuickMenu({ entries, onOpen }: { entries: readonly QuickMenuEntry[]; onOpen: (entry: QuickMenuEntry) => void }) {
  const s = useStyles();
  if (!entries.length) return null;
  return (
    <ul className={s.root} aria-label="快捷菜单">
      {entries.map((e) => (
        <li key={e.labelId}>
          <button type="button" className={s.entry} onClick={() => onOpen(e)}>
            <span className={s.icon} aria-hidden>
              {LABEL_ICONS[e.icon] ?? LABEL_ICONS.all}
            </span>
            {e.labelTitle}
          </button>
        </li>
      ))}
    </ul>
  );
}
