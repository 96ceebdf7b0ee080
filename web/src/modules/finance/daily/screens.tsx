import { FlowDetail } from './FlowDetail';
import { FlowForm } from './FlowForm';
import { FlowList } from './FlowList';
import { EXPENSE, INCOME } from './paths';

export const IncomeList = () => <FlowList kind={INCOME} />;
export const IncomeForm = () => <FlowForm kind={INCOME} />;
export const IncomeDetail = () => <FlowDetail kind={INCOME} />;
export const ExpenseList = () => <FlowList kind={EXPENSE} />;
export const ExpenseForm = () => <FlowForm kind={EXPENSE} />;
export const ExpenseDetail = () => <FlowDetail kind={EXPENSE} />;
