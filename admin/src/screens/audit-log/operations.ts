import { graphql } from "../../generated/index.ts";

/** the audit log, newest first: one page of entries with their changed fields */
export const AuditLogGrid = graphql(`
  query AuditLogGrid($filter: AuditLogFilter, $page: Int, $pageSize: Int) {
    auditLog(filter: $filter, page: $page, pageSize: $pageSize) {
      totalCount
      items {
        id
        at
        actorKind
        adminId
        adminUsername
        ip
        operation
        entityType
        entityId
        before
        after
      }
    }
  }
`);
