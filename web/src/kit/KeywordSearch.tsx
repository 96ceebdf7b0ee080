import { useEffect, useState } from 'react';
import { Button, SearchBox, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ListState } from './useList';

const useStyles = makeStyles({
  search: { display: 'flex', gap: tokens.spacingHorizontalS, flex: '1 1 260px', maxWidth: '420px' },
  searchBox: { flex: 1, minWidth: 0 },
});

/** A list's keyword box with 查询: searched on submit, cleared at once; the keyword of the URL (Back, a link) shows in it. */
export function KeywordSearch({
  list,
  placeholder,
  className,
}: {
  list: Pick<ListState<unknown>, 'keyword' | 'search'>;
  placeholder: string;
  className?: string;
}) {
  const s = useStyles();
  const [keyword, setKeyword] = useState(list.keyword);
  useEffect(() => setKeyword(list.keyword), [list.keyword]);
  return (
    <form
      className={mergeClasses(s.search, className)}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        list.search(keyword);
      }}
    >
      <SearchBox
        className={s.searchBox}
        value={keyword}
        placeholder={placeholder}
        aria-label="关键字"
        onChange={(_, d) => {
          setKeyword(d.value);
          if (!d.value) list.search('');
        }}
      />
      <Button type="submit">查询</Button>
    </form>
  );
}
