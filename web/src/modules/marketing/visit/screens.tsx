export { VisitDetail } from './VisitDetail';
export { VisitList } from './VisitList';
export { VisitTagList } from './VisitTagList';
