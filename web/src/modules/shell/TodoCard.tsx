import { Caption1, Card, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ALL_ENTRIES } from '@jxc/services/contracts';
import type { TodoItem } from '@jxc/services/contracts';
import { AppLink } from '../../components/AppLink';
import { useWarnings } from '../../components/notice/WarningsContext';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalXS, minWidth: 0 },
  items: { margin: 0, padding: 0, listStyleType: 'none' },
  link: { display: 'inline-flex', alignItems: 'center', minHeight: '28px', '@media (max-width: 575px)': { minHeight: '44px' } },
});

const WAITING: Record<TodoItem['waiting'], string> = { audit: '待审核', in: '待入库', out: '待出库' };

/** What an item says: 3张销售单待审核. */
export const todoText = (i: TodoItem) => `${i.count}张${i.title}${WAITING[i.waiting]}`;

/** The list an item opens, filtered to what waits: drafts (状态 草稿), or goods the warehouse has still to take (待入库/待出库). */
export function todoPath(i: TodoItem): string | undefined {
  const list = ALL_ENTRIES.find((e) => e.id === i.menuId)?.path;
  return list && `${list}?${i.waiting === 'audit' ? 'status=draft' : 'stockState=waiting'}`;
}

/** 待办事项 on the home page: how many documents wait, then per kind what waits, each leading to its list. */
export function TodoCard() {
  const s = useStyles();
  const { todo } = useWarnings();
  return (
    <Card className={s.card}>
      <Caption1>待办事项</Caption1>
      <Title2 as="p" style={{ margin: 0 }}>
        {todo.count}
      </Title2>
      {todo.items.length ? (
        <ul className={s.items} aria-label="待办事项">
          {todo.items.map((i) => {
            const path = todoPath(i);
            return (
              <li key={`${i.menuId}-${i.waiting}`}>
                {path ? (
                  <AppLink to={path} className={s.link}>
                    {todoText(i)}
                  </AppLink>
                ) : (
                  todoText(i)
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <Caption1>没有等待处理的单据</Caption1>
      )}
    </Card>
  );
}
