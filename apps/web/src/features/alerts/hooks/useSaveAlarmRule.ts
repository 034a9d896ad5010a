import { useMutation } from '@apollo/client/react';
import type { AlarmLevel, AlarmToken } from '@vigil/domain';
import { useCallback } from 'react';
import { SaveAlarmRuleDocument, ViewAlarmRulesDocument } from '../../../graphql/generated/graphql';
import { tokensToInput } from '../alarmRuleTokens';

export interface AlarmRuleDraft {
  /** The rule changed; absent adds one. */
  ruleID?: string | undefined;
  name: string;
  condition: readonly AlarmToken[];
  level: AlarmLevel;
}

/**
 * Adds or changes a view's alarm rule (saveAlarmRule). A new rule joins the end of the view's
 * list (oldest first); a changed one updates in place through the cache.
 */
export function useSaveAlarmRule(view: { id: string; customerID: string }) {
  const [mutate, state] = useMutation(SaveAlarmRuleDocument);
  const save = useCallback(
    async ({ ruleID, name, condition, level }: AlarmRuleDraft) => {
      const variables = { viewID: view.id, customerID: view.customerID };
      const result = await mutate({
        variables: {
          ...variables,
          ruleID: ruleID ?? null,
          name: name.trim(),
          condition: tokensToInput(condition),
          result: level,
        },
        update(cache, { data }) {
          const saved = data?.saveAlarmRule;
          if (!saved) return;
          cache.updateQuery(
            { query: ViewAlarmRulesDocument, variables },
            (current) =>
              current && {
                viewAlarmRules: current.viewAlarmRules.some((rule) => rule.id === saved.id)
                  ? current.viewAlarmRules.map((rule) => (rule.id === saved.id ? saved : rule))
                  : [...current.viewAlarmRules, saved],
              },
          );
        },
      });
      return result.data?.saveAlarmRule;
    },
    [mutate, view.id, view.customerID],
  );
  return [save, state] as const;
}
