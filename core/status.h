/* status.h: error codes shared by every runtime function. */
#ifndef TASOC_STATUS_H
#define TASOC_STATUS_H

typedef enum tasoc_status {
	TASOC_OK = 0,
	TASOC_ERR_NOMEM,     /* the allocator (or arena) ran out */
	TASOC_ERR_SHAPE,     /* shape inference rejected a node */
	TASOC_ERR_ARG,       /* a caller passed something invalid */
	TASOC_ERR_CYCLE,     /* the graph is not acyclic */
	TASOC_ERR_LIMIT,     /* a fixed limit (inputs, outputs, rank) was exceeded */
	TASOC_ERR_UNSUPPORTED, /* e.g. evaluating an opaque node */
	TASOC_ERR_IO,        /* reading or writing a file */
	TASOC_ERR_FORMAT,    /* a malformed file */
} tasoc_status;

const char *tasoc_status_str(tasoc_status s);

#endif
