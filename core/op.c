/* op.c: looking up operators in the generated table. */
#include <string.h>

#include "op.h"

int tasoc_op_lookup(const char *name)
{
	for (int i = 0; i < TASOC_OP_COUNT; i++)
		if (strcmp(tasoc_ops[i].name, name) == 0)
			return i;
	return -1;
}
