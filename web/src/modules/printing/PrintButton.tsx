import { printKindOfMenu, templateIdOf, type CloudPrinterRow, type ResolvedDocTemplate } from '@jxc/services/contracts';
import {
  Menu,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  SplitButton,
  type MenuButtonProps,
} from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import { errorMessage } from '../../api/http';
import { useLoad } from '../../hooks/useLoad';
import { notifySuccess } from '../../notify/bus';
import { useSession } from '../../session/useSession';
import { cloudApi, countPrint, documentSource, templateApi, templateSource, type TemplateRow } from './api';
import { loadJob } from './bridge';
import { documentPrintPath } from './DocumentPrintPage';
import { receiptText } from './receiptText';
import { usePrintClient } from './usePrintClient';

interface Props {
  /** The detail screen's menu, which names the document type. */
  menuId: string;
  docId: string;
  /** The document's print count after a print it counts (销售单). */
  onPrinted?: (printCount: number) => void;
}

/**
 * 打印 on a document's detail screen: the default template to the local print client; the menu picks another template,
 * or prints in the browser (a clean page, or PDF). Without the client the seed's dialog offers to start or install it,
 * or to print in the browser.
 */
export function PrintButton({ menuId, docId, onPrinted }: Props) {
  const billType = printKindOfMenu(menuId)?.billType ?? 0;
  const [qty, money] = useSession().set_digit;
  const templates = useLoad(() => templateApi.list(billType), billType ? String(billType) : null).data ?? [];
  const printers = useLoad(cloudApi.list, billType ? 'cloud' : null).data?.data ?? [];
  const counted = () =>
    void countPrint(billType, docId).then(
      (n) => n !== undefined && onPrinted?.(n),
      () => undefined,
    );
  const inBrowser = (templateId?: string) => window.open(documentPrintPath(billType, docId, templateId), '_blank');
  const client = usePrintClient(() => inBrowser());
  const toClient = (templateId?: string) =>
    client.send(
      { type: 'print', report: templateSource(billType, templateId), data: documentSource(billType, docId), digits: { qty, money } },
      counted,
      () => inBrowser(templateId),
    );
  // A cloud printer prints the type's receipt template, as text in the provider's markup.
  const toCloud = async (p: CloudPrinterRow) => {
    const loaded = await loadJob({
      report: templateSource(billType, templateIdOf(billType, 'receipt')),
      data: documentSource(billType, docId),
    });
    if (!loaded.ok) return client.alert(loaded.message);
    const template = loaded.template as ResolvedDocTemplate;
    try {
      await cloudApi.print({
        deviceNo: p.deviceNo,
        content: receiptText(template, loaded.data as Record<string, unknown>, { qty, money }),
        copies: template.copies,
        billType,
        docId,
      });
      notifySuccess('已发送到云打印机', p.name);
      counted();
    } catch (e) {
      client.alert(errorMessage(e));
    }
  };
  const item = (t: TemplateRow, run: (id: string) => void, way: string) => (
    <MenuItem key={t.templateId} onClick={() => run(t.templateId)}>
      {t.name}
      {t.isDefault ? '（默认）' : ''}
      {way}
    </MenuItem>
  );

  if (!billType) return null;
  return (
    <>
      <Menu positioning="below-end">
        <MenuTrigger disableButtonEnhancement>
          {(trigger: MenuButtonProps) => (
            <SplitButton
              menuButton={{ ...trigger, 'aria-label': '选择模板或方式' }}
              primaryActionButton={{ onClick: () => void toClient(), disabled: client.busy }}
              icon={<PrintRegular />}
            >
              打印
            </SplitButton>
          )}
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuGroup>
              <MenuGroupHeader>打印客户端</MenuGroupHeader>
              {templates.map((t) => item(t, (id) => void toClient(id), ''))}
            </MenuGroup>
            <MenuGroup>
              <MenuGroupHeader>浏览器打印（可另存为 PDF）</MenuGroupHeader>
              {templates.map((t) => item(t, inBrowser, ' · 浏览器'))}
            </MenuGroup>
            {printers.length > 0 && (
              <MenuGroup>
                <MenuGroupHeader>云打印（小票模板）</MenuGroupHeader>
                {printers.map((p) => (
                  <MenuItem key={p.deviceNo} onClick={() => void toCloud(p)}>
                    {p.name}（{p.deviceNo}）
                  </MenuItem>
                ))}
              </MenuGroup>
            )}
          </MenuList>
        </MenuPopover>
      </Menu>
      {client.dialogs}
    </>
  );
}
