/** Admin GraphQL of custom forms (scope `content`): forms, the Submitted Data grid and its CSV export. */
import { audited } from "../../core/audit/declare.ts";
import type { Builder } from "../../core/schema-builder.ts";
import { ProblemError } from "../../core/errors.ts";
import { FIELD_TYPES, type FormField } from "./fields.ts";
import { createForm, deleteForm, formById, listForms, updateForm, type FormDto } from "./forms.ts";
import { deleteSubmission, listSubmissions, submissionById, submissionsCsv, type SubmissionDto, type SubmissionFilter } from "./submissions.ts";
import type { FormsModule } from "./pipeline.ts";

const clampPage = (page?: number | null, pageSize?: number | null) => ({ page: Math.max(page ?? 1, 1), pageSize: Math.min(Math.max(pageSize ?? 20, 1), 100) });

export function registerFormsSchema(builder: Builder, _m: FormsModule) {
  const FieldType = builder.enumType("CustomFormFieldType", { values: FIELD_TYPES });
  const Option = builder.objectRef<{ value: string; label: string }>("CustomFormFieldOption").implement({
    fields: (t) => ({ value: t.exposeString("value"), label: t.exposeString("label") }),
  });
  type V = NonNullable<FormField["validation"]>;
  const Validation = builder.objectRef<V>("CustomFormFieldValidation").implement({
    fields: (t) => ({
      minLength: t.int({ nullable: true, resolve: (v) => v.minLength ?? null }),
      maxLength: t.int({ nullable: true, resolve: (v) => v.maxLength ?? null }),
      pattern: t.string({ nullable: true, description: "a regular expression the whole value must match", resolve: (v) => v.pattern ?? null }),
      min: t.float({ nullable: true, resolve: (v) => v.min ?? null }),
      max: t.float({ nullable: true, resolve: (v) => v.max ?? null }),
    }),
  });
  const Field = builder.objectRef<FormField>("CustomFormField").implement({
    fields: (t) => ({
      key: t.exposeString("key", { description: "the mapping key: the payload attribute name" }),
      type: t.field({ type: FieldType, resolve: (f) => f.type }),
      label: t.exposeString("label"),
      placeholder: t.string({ nullable: true, resolve: (f) => f.placeholder ?? null }),
      required: t.exposeBoolean("required"),
      options: t.field({ type: [Option], resolve: (f) => f.options ?? [] }),
      validation: t.field({ type: Validation, nullable: true, resolve: (f) => f.validation ?? null }),
    }),
  });
  const Form = builder.objectRef<FormDto>("CustomForm").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      code: t.exposeString("code"),
      title: t.exposeString("title"),
      storeIds: t.exposeIntList("storeIds", { description: "empty: every store" }),
      active: t.exposeBoolean("active"),
      successMessage: t.exposeString("successMessage"),
      recipients: t.exposeStringList("recipients", { description: "mailed about each accepted submission" }),
      fields: t.field({ type: [Field], resolve: (f) => f.fields }),
      createdAt: t.exposeString("createdAt"),
      updatedAt: t.exposeString("updatedAt"),
    }),
  });
  const FormPage = builder.objectRef<{ items: FormDto[]; totalCount: number }>("CustomFormPage").implement({
    fields: (t) => ({ items: t.expose("items", { type: [Form] }), totalCount: t.exposeInt("totalCount") }),
  });
  const Submission = builder.objectRef<SubmissionDto>("CustomFormSubmission").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      formId: t.exposeInt("formId"),
      formCode: t.exposeString("formCode"),
      storeId: t.exposeInt("storeId"),
      payload: t.field({ type: "JSON", description: "mapping key -> value (string, or a list for multiselect); never a password", resolve: (s) => s.payload }),
      ip: t.exposeString("ip"),
      createdAt: t.exposeString("createdAt"),
    }),
  });
  const SubmissionPage = builder.objectRef<{ items: SubmissionDto[]; totalCount: number }>("CustomFormSubmissionPage").implement({
    fields: (t) => ({ items: t.expose("items", { type: [Submission] }), totalCount: t.exposeInt("totalCount") }),
  });

  const OptionInput = builder.inputType("CustomFormFieldOptionInput", {
    fields: (t) => ({ value: t.string({ required: true }), label: t.string({ required: true }) }),
  });
  const ValidationInput = builder.inputType("CustomFormFieldValidationInput", {
    fields: (t) => ({ minLength: t.int(), maxLength: t.int(), pattern: t.string(), min: t.float(), max: t.float() }),
  });
  const FieldInput = builder.inputType("CustomFormFieldInput", {
    fields: (t) => ({
      key: t.string({ required: true }),
      type: t.field({ type: FieldType, required: true }),
      label: t.string({ required: true }),
      placeholder: t.string(),
      required: t.boolean({ defaultValue: false }),
      options: t.field({ type: [OptionInput] }),
      validation: t.field({ type: ValidationInput }),
    }),
  });
  const FormInput = builder.inputType("CustomFormInput", {
    fields: (t) => ({
      code: t.string({ required: true }),
      title: t.string({ required: true }),
      storeIds: t.intList({ description: "empty or absent: every store" }),
      active: t.boolean({ defaultValue: true }),
      successMessage: t.string(),
      recipients: t.stringList(),
      fields: t.field({ type: [FieldInput], required: true }),
    }),
  });
  const FormFilter = builder.inputType("CustomFormFilter", { fields: (t) => ({ code: t.string(), title: t.string(), active: t.boolean() }) });
  const Direction = builder.enumType("CustomFormSortDirection", { values: ["asc", "desc"] as const });
  const FormSortField = builder.enumType("CustomFormSortField", { values: ["id", "code", "title", "createdAt"] as const });
  const FormSort = builder.inputType("CustomFormSort", {
    fields: (t) => ({ field: t.field({ type: FormSortField, defaultValue: "id" }), direction: t.field({ type: Direction, defaultValue: "asc" }) }),
  });
  const SubmissionFilterInput = builder.inputType("CustomFormSubmissionFilter", {
    fields: (t) => ({
      formId: t.int(),
      formCode: t.string(),
      createdFrom: t.field({ type: "DateTime" }),
      createdTo: t.field({ type: "DateTime" }),
      text: t.string({ description: "part of any submitted value" }),
    }),
  });
  const SubmissionSortField = builder.enumType("CustomFormSubmissionSortField", { values: ["id", "createdAt", "formCode"] as const });
  const SubmissionSort = builder.inputType("CustomFormSubmissionSort", {
    fields: (t) => ({
      field: t.field({ type: SubmissionSortField, defaultValue: "createdAt" }),
      direction: t.field({ type: Direction, defaultValue: "desc" }),
    }),
  });

  // GraphQL input -> the shape the service validates (absent lists and nulls become the defaults)
  const clean = (i: typeof FormInput.$inferInput) => ({
    ...i,
    storeIds: i.storeIds ?? [],
    active: i.active ?? true,
    successMessage: i.successMessage ?? "",
    recipients: i.recipients ?? [],
    fields: i.fields.map((f) => ({ ...f, required: f.required ?? false })),
  });
  const subFilter = (f: typeof SubmissionFilterInput.$inferInput | null | undefined): SubmissionFilter => ({ ...(f ?? {}) }) as SubmissionFilter;

  builder.queryFields((t) => ({
    customForms: t.field({
      type: FormPage,
      authScopes: { admin: "content" },
      args: {
        filter: t.arg({ type: FormFilter }),
        sort: t.arg({ type: FormSort }),
        page: t.arg.int({ defaultValue: 1 }),
        pageSize: t.arg.int({ defaultValue: 20 }),
      },
      resolve: (_r, a, { ctx }) => {
        const { page, pageSize } = clampPage(a.page, a.pageSize);
        return listForms(ctx, a.filter ?? {}, { field: a.sort?.field ?? "id", direction: a.sort?.direction ?? "asc" }, page, pageSize);
      },
    }),
    customForm: t.field({
      type: Form,
      nullable: true,
      authScopes: { admin: "content" },
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => formById(ctx, id),
    }),
    customFormSubmissions: t.field({
      type: SubmissionPage,
      description: "the Submitted Data grid, newest first by default",
      authScopes: { admin: "content" },
      args: {
        filter: t.arg({ type: SubmissionFilterInput }),
        sort: t.arg({ type: SubmissionSort }),
        page: t.arg.int({ defaultValue: 1 }),
        pageSize: t.arg.int({ defaultValue: 20 }),
      },
      resolve: (_r, a, { ctx }) => {
        const { page, pageSize } = clampPage(a.page, a.pageSize);
        return listSubmissions(ctx, subFilter(a.filter), { field: a.sort?.field ?? "createdAt", direction: a.sort?.direction ?? "desc" }, page, pageSize);
      },
    }),
    customFormSubmission: t.field({
      type: Submission,
      nullable: true,
      authScopes: { admin: "content" },
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => submissionById(ctx, id),
    }),
    customFormSubmissionsCsv: t.string({
      description: "the filtered submissions as CSV (formula-like cells neutralised with a leading apostrophe)",
      authScopes: { admin: "content" },
      args: { filter: t.arg({ type: SubmissionFilterInput }) },
      resolve: (_r, a, { ctx }) => submissionsCsv(ctx, subFilter(a.filter)),
    }),
  }));

  builder.mutationFields((t) => ({
    customFormCreate: t.field({
      extensions: audited("custom_form"),
      type: Form,
      authScopes: { admin: "content" },
      errors: { types: [ProblemError] },
      args: { input: t.arg({ type: FormInput, required: true }) },
      resolve: (_r, { input }, { ctx }) => createForm(ctx, clean(input)),
    }),
    customFormUpdate: t.field({
      extensions: audited("custom_form"),
      type: Form,
      authScopes: { admin: "content" },
      errors: { types: [ProblemError] },
      args: { id: t.arg.int({ required: true }), input: t.arg({ type: FormInput, required: true }) },
      resolve: (_r, { id, input }, { ctx }) => updateForm(ctx, id, clean(input)),
    }),
    customFormDelete: t.field({
      extensions: audited("custom_form"),
      type: Form,
      authScopes: { admin: "content" },
      errors: { types: [ProblemError] },
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => deleteForm(ctx, id),
    }),
    customFormSubmissionDelete: t.field({
      extensions: audited("custom_form_submission"),
      type: Submission,
      authScopes: { admin: "content" },
      errors: { types: [ProblemError] },
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => deleteSubmission(ctx, id),
    }),
  }));
}
