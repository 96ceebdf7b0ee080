import { Navigate, useParams } from 'react-router-dom';
import { menuList } from '../../api/shell';
import { PageSpinner } from '../../components/PageSpinner';
import { useLoad } from '../../hooks/useLoad';

/** /module/<path>: children generated from the server menu (Menu/List); each leads to its gated route. */
export function ModuleRoute() {
  const rest = `/${useParams()['*'] ?? ''}`.toLowerCase();
  const { data, loading } = useLoad(menuList, rest);
  if (loading) return <PageSpinner />;
  const item = data?.data?.find((m) => m.path?.toLowerCase() === rest);
  return <Navigate to={item ? item.path : '/404'} replace />;
}
