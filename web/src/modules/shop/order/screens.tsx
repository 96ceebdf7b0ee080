export { OrderDetail } from './OrderDetail';
export { OrderList } from './OrderList';
export { OrderTurn } from './OrderTurn';
