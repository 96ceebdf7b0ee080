import {
  BoxRegular,
  BuildingRegular,
  CartRegular,
  DataBarVerticalRegular,
  DocumentRegular,
  HomeRegular,
  MegaphoneRegular,
  MoneyRegular,
  PeopleRegular,
  SettingsRegular,
  WalletRegular,
  type FluentIcon,
} from '@fluentui/react-icons';

/** Icons named in the contracts' menu catalogue. */
const ICONS: Record<string, FluentIcon> = {
  box: BoxRegular,
  building: BuildingRegular,
  cart: CartRegular,
  chart: DataBarVerticalRegular,
  document: DocumentRegular,
  home: HomeRegular,
  megaphone: MegaphoneRegular,
  money: MoneyRegular,
  people: PeopleRegular,
  settings: SettingsRegular,
  wallet: WalletRegular,
};

/** The icon names a menu entry may take. */
export const MENU_ICON_NAMES = Object.keys(ICONS);

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? DocumentRegular;
  return <Icon aria-hidden fontSize={20} />;
}
