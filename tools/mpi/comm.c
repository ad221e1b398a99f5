/* comm.c: the generator's gen_comm (generator/shard.h) over MPI's world communicator. */
#include "mpi_tool.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <mpi.h>

/* MPI counts are ints: larger messages go in pieces of this many bytes. */
#define PIECE ((size_t)1 << 30)

/*
 * The sizes first (every rank learns what it gets from each), then one
 * round per distance d: send to rank + d while receiving from rank - d, so
 * no pair of ranks waits on the other, and each buffer sent is freed at
 * once (a rank holds what is left to send and what came, not both in full).
 */
static int exchange(void *ctx, char **send, const size_t *counts, char **recv, size_t *nrecv)
{
	(void)ctx;
	int rank, size;
	MPI_Comm_rank(MPI_COMM_WORLD, &rank);
	MPI_Comm_size(MPI_COMM_WORLD, &size);
	uint64_t *out = malloc((size_t)size * sizeof *out), *in = malloc((size_t)size * sizeof *in);
	int rc = -1;
	if (!out || !in)
		goto done;
	for (int r = 0; r < size; r++) {
		out[r] = counts[r];
		recv[r] = NULL;
		nrecv[r] = 0;
	}
	if (MPI_Alltoall(out, 1, MPI_UINT64_T, in, 1, MPI_UINT64_T, MPI_COMM_WORLD) != MPI_SUCCESS)
		goto done;
	recv[rank] = send[rank];
	nrecv[rank] = counts[rank];
	send[rank] = NULL;
	for (int d = 1; d < size; d++) {
		int to = (rank + d) % size, from = (rank - d + size) % size;
		size_t ns = counts[to], nr = (size_t)in[from];
		if (nr && !(recv[from] = malloc(nr)))
			MPI_Abort(MPI_COMM_WORLD, 1); /* the others would wait for us forever */
		for (size_t done = 0; done < ns || done < nr; done += PIECE) {
			int s = ns > done ? (int)(ns - done < PIECE ? ns - done : PIECE) : 0;
			int q = nr > done ? (int)(nr - done < PIECE ? nr - done : PIECE) : 0;
			if (MPI_Sendrecv(s ? send[to] + done : NULL, s, MPI_BYTE, to, d, q ? recv[from] + done : NULL, q,
					 MPI_BYTE, from, d, MPI_COMM_WORLD, MPI_STATUS_IGNORE) != MPI_SUCCESS)
				goto done;
		}
		nrecv[from] = nr;
		free(send[to]);
		send[to] = NULL;
	}
	rc = 0;
done:
	free(out);
	free(in);
	return rc;
}

void tool_mpi_comm(gen_comm *c)
{
	MPI_Comm_rank(MPI_COMM_WORLD, &c->rank);
	MPI_Comm_size(MPI_COMM_WORLD, &c->size);
	c->ctx = NULL;
	c->exchange = exchange;
}
