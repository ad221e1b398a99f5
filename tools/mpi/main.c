/* main.c: build/tasoc-mpi: `tasoc rules generate` and `tasoc rules verify` sharded over MPI ranks. */
#include <stdio.h>
#include <string.h>

#include <mpi.h>

#include "../commands.h"
#include "mpi_tool.h"

static void usage(FILE *f)
{
	fprintf(f, "usage: mpirun -np N tasoc-mpi rules generate [OPTIONS]   (tasoc rules generate --help)\n"
		   "       mpirun -np N tasoc-mpi rules verify FILE [OPTIONS] (tasoc rules verify --help)\n"
		   "The two rule commands of tasoc with their work split into shards over N MPI\n"
		   "ranks (--shards, default 64; shard i runs on rank i %% N). Rank 0 writes the\n"
		   "output, byte for byte what one process writes. --checkpoint DIR keeps each\n"
		   "finished shard there, so a rerun after a rank was killed resumes. Every other\n"
		   "command is in build/tasoc.\n");
}

int main(int argc, char **argv)
{
	MPI_Init(&argc, &argv);
	gen_comm comm;
	tool_mpi_comm(&comm);
	int rc;
	if (argc < 3 || strcmp(argv[1], "rules") != 0 ||
	    (strcmp(argv[2], "generate") != 0 && strcmp(argv[2], "verify") != 0)) {
		if (comm.rank == 0)
			usage(argc > 1 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) ? stdout : stderr);
		rc = argc > 1 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) ? EXIT_OK : EXIT_USAGE;
	} else if (tool_wants_help(argc - 2, argv + 2)) {
		/* the help once, from rank 0 */
		rc = comm.rank == 0 ? (strcmp(argv[2], "generate") == 0 ? tool_generate(argc - 2, argv + 2, &comm)
									 : tool_verify(argc - 2, argv + 2, &comm))
				    : EXIT_OK;
	} else if (strcmp(argv[2], "generate") == 0) {
		rc = tool_generate(argc - 2, argv + 2, &comm);
	} else {
		rc = tool_verify(argc - 2, argv + 2, &comm);
	}
	/* a rank that failed in the middle leaves the others waiting in an exchange */
	if (rc == EXIT_FAIL && comm.size > 1)
		MPI_Abort(MPI_COMM_WORLD, rc);
	MPI_Finalize();
	return rc;
}
