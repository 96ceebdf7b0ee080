import { useSearchParams } from 'react-router-dom';
import { Card, Subtitle2, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useCan } from '../../kit/useCan';
import { ClientPanel } from './ClientPanel';
import { CloudPrinters } from './CloudPrinters';
import { DocTemplates } from './DocTemplates';

const MENU = '7011';
const TABS = { docs: '单据模板', cloud: '云打印机', client: '打印客户端' } as const;
type TabKey = keyof typeof TABS;

const useStyles = makeStyles({ card: { gap: tokens.spacingVerticalM } });

/** 打印设置 (/report/list): the documents' templates, the price label, cloud printers and the local print client. */
export function PrintSettings() {
  const s = useStyles();
  const can = useCan(MENU);
  const [params, setParams] = useSearchParams();
  const tab: TabKey = (params.get('tab') as TabKey) in TABS ? (params.get('tab') as TabKey) : 'docs';
  return (
    <Card className={s.card}>
      <Subtitle2 as="h1">打印设置</Subtitle2>
      <TabList selectedValue={tab} onTabSelect={(_, d) => setParams({ tab: String(d.value) }, { replace: true })} aria-label="打印设置">
        {Object.entries(TABS).map(([key, label]) => (
          <Tab key={key} value={key}>
            {label}
          </Tab>
        ))}
      </TabList>
      {tab === 'docs' && <DocTemplates canSet={can('set')} />}
      {tab === 'cloud' && <CloudPrinters canSet={can('set')} />}
      {tab === 'client' && <ClientPanel />}
    </Card>
  );
}
