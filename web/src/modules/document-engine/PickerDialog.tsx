import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  SearchBox,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Pager } from '../../kit/Pager';
import { SideScroll } from '../../kit/SideScroll';
import type { PickerPaging } from './usePickerPage';

const useStyles = makeStyles({
  surface: { maxWidth: '860px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  search: { display: 'flex', gap: tokens.spacingHorizontalS },
  box: { flex: 1, minWidth: 0 },
});

export interface PickerDialogProps {
  title: string;
  placeholder: string;
  picker: PickerPaging;
  children: ReactNode;
  /** The confirm button, when the dialog collects a choice (multi-select). */
  confirm?: ReactNode;
  onClose: () => void;
}

/** A dialog to find and pick records: keyword, a table (the children) and paging. */
export function PickerDialog({ title, placeholder, picker, children, confirm, onClose }: PickerDialogProps) {
  const s = useStyles();
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={s.content}>
            <form
              className={s.search}
              role="search"
              onSubmit={(e) => {
                e.preventDefault();
                picker.search();
              }}
            >
              <SearchBox
                className={s.box}
                value={picker.keyword}
                placeholder={placeholder}
                aria-label="关键字"
                onChange={(_, d) => picker.setKeyword(d.value)}
              />
              <Button type="submit">查询</Button>
            </form>
            <SideScroll>{children}</SideScroll>
            <Pager pageNo={picker.query.pageNo} pageSize={picker.query.pageSize} totalCount={picker.totalCount} onChange={picker.goTo} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>取消</Button>
            {confirm}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
