/* spec_lookup.c: lookups in loaded specs: operators by name or rule head, attributes and inputs by name. */
#include "spec.h"

#include <string.h>

/*
 * Apart from the loader (spec.c) because the loader's checks use them
 * through the shape expressions (spec_expr.c) and the axioms (term.c):
 * here they call nothing back.
 */
int spec_find(const spec_set *s, const char *name)
{
	for (int i = 0; i < s->nops; i++)
		if (strcmp(s->ops[i].name, name) == 0)
			return i;
	return -1;
}

int spec_attr_index(const spec_op *op, const char *name)
{
	for (int i = 0; i < op->nattr; i++)
		if (strcmp(op->attrs[i].name, name) == 0)
			return i;
	return -1;
}

int spec_input_index(const spec_op *op, const char *name)
{
	for (int i = 0; i < op->nin; i++)
		if (strcmp(op->inputs[i], name) == 0)
			return i;
	return -1;
}

int spec_rule_attrs(const spec_op *op)
{
	int n = 0;
	for (int i = 0; i < op->nattr; i++)
		n += !op->attrs[i].derived;
	return n;
}

int spec_resolve_head(const spec_set *s, const char *head, int *out)
{
	int i = spec_find(s, head);
	*out = 0;
	if (i >= 0)
		return s->ops[i].nout == 1 ? i : -1;
	size_t n = strlen(head);
	if (n < 2 || head[n - 1] < '0' || head[n - 1] > '9')
		return -1;
	char name[128];
	if (n >= sizeof name)
		return -1;
	memcpy(name, head, n - 1);
	name[n - 1] = '\0';
	i = spec_find(s, name);
	if (i < 0 || head[n - 1] - '0' >= s->ops[i].nout || s->ops[i].nout == 1)
		return -1;
	*out = head[n - 1] - '0';
	return i;
}
