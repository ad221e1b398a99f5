/* mpi_tool.h: build/tasoc-mpi, tasoc rules generate and verify over MPI ranks. */
#ifndef TOOLS_MPI_TOOL_H
#define TOOLS_MPI_TOOL_H

#include "../../generator/shard.h"

/* The world communicator as the generator's gen_comm (comm.c). */
void tool_mpi_comm(gen_comm *c);

#endif
