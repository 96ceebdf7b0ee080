export { CategoryList } from './CategoryList';
export { ProductList } from './ProductList';
export { StoreProductDetail } from './StoreProductDetail';
export { StoreProductForm } from './StoreProductForm';
