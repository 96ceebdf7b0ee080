import { Body1, Caption1, Card, Subtitle1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { PRODUCT_NAME } from '../../config/site';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, maxWidth: '860px' },
  muted: { color: tokens.colorNeutralForeground3 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** The terms of service, section by section. */
const SECTIONS: [title: string, points: string[]][] = [
  [
    '一、服务内容',
    [
      `${PRODUCT_NAME}为企业提供在线的商品、采购、销售、库存、财务与报表管理服务，以及按版本提供的多门店、订货商城、云打印等功能。`,
      '各版本包含的功能、员工账号数量和单据数量上限以购买页面的说明为准；免费版每月新增单据数量有上限。',
    ],
  ],
  [
    '二、账号与安全',
    [
      '注册时填写的公司和管理员信息应真实有效。管理员负责为员工开通账号、分配角色和数据权限。',
      '请妥善保管账号和密码，不要与他人共用；因账号密码泄露造成的损失由账号使用者承担。发现异常登录请立即修改密码并联系客服。',
    ],
  ],
  [
    '三、数据归属与保护',
    [
      '您录入的业务数据归您所有。我们只为提供服务而保存和处理这些数据，不会出售给第三方，也不会在未经授权时查看具体业务内容，法律法规另有要求的除外。',
      '每一次修改都会留有记录（操作日志），便于追溯。“系统重置”会清空业务数据且无法恢复，请谨慎操作。',
      '服务到期后，数据保留一段时间供续费后继续使用；需要导出数据的，请在到期前通过各列表的导出功能导出。',
    ],
  ],
  [
    '四、费用与到期',
    ['付费版本按购买的期限使用，试用版本到期后需购买方可继续新增和修改数据。', '已结存的账套只能查询，不能再做任何修改。'],
  ],
  [
    '五、使用规范',
    [
      '不得利用本服务从事违法活动，不得尝试绕过权限访问其他企业的数据，不得对服务进行攻击或干扰。',
      '违反上述规定的，我们有权暂停或终止服务。',
    ],
  ],
  [
    '六、服务变更与中断',
    [
      '我们会持续改进产品，可能调整部分功能的界面或操作方式；重大变更会通过公告通知。',
      '因系统维护、网络故障或不可抗力导致服务中断的，我们将尽快恢复，并尽力保障数据完整。',
    ],
  ],
  [
    '七、其他',
    ['本条款的修改会在产品内公告，公告后继续使用即视为同意修改后的条款。', '如有疑问，请通过页面右上角的公告或客服渠道与我们联系。'],
  ],
];

/** 服务条款. */
export function Term() {
  const s = useStyles();
  return (
    <Card className={s.card}>
      <Subtitle1 as="h1">{PRODUCT_NAME}服务条款</Subtitle1>
      <Caption1 className={s.muted}>使用本服务即表示您已阅读并同意以下条款。</Caption1>
      {SECTIONS.map(([title, points]) => (
        <section key={title} aria-label={title}>
          <Subtitle2 as="h2">{title}</Subtitle2>
          <ol className={s.list}>
            {points.map((p) => (
              <li key={p}>
                <Body1>{p}</Body1>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </Card>
  );
}
