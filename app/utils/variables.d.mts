export type VariableRow = {
  names: readonly string[];
  secrets?: readonly string[];
  meaning: string;
  default: string;
  local?: Readonly<Record<string, string>>;
};
export declare const variableRows: ReadonlyArray<VariableRow>;
export declare const variableNames: readonly string[];
export declare const localValues: Readonly<Record<string, string>>;
export declare function variableTable(): string;
